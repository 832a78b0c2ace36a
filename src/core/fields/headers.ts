import type { FieldKind } from '../../domain/field';
import { lowerYo } from '../normalize/fold';

/**
 * Field kinds from column headers in English, Russian, German, French, Spanish and Chinese.
 * A header is lowercased, split into words (also at camelCase and `_`), and compared with phrases:
 * the whole header equal to a phrase is strong evidence, a phrase found as whole words inside it is
 * weaker. Chinese phrases match as substrings (no spaces). Rules are tried in order, so «Email
 * Address» is an email before it is an address, and «date_of_birth» is a date, not an event start.
 */

/** A guess from one kind of evidence. */
export interface KindGuess {
  kind: FieldKind;
  /** 0..1. */
  confidence: number;
  evidence: string;
}

type Rule = [FieldKind, string[]];

/** Phrases per kind, most specific kinds first. Latin and Cyrillic phrases are lowercase words. */
// prettier-ignore
const RULES: Rule[] = [
  [
    'code',
    [
      'zip', 'zip code', 'zipcode', 'postcode', 'post code', 'postal code', 'plz', 'postleitzahl', 'code postal',
      'código postal', 'codigo postal', 'индекс', 'почтовый индекс', '邮编', '邮政编码', 'sku', 'model', 'model number',
      'model no', 'mpn', 'part number', 'part no', 'artikelnummer', 'артикул', 'модель', 'modell', 'modelo', '型号', '货号',
    ],
  ],
  [
    'category',
    [
      'state', 'region', 'province', 'область', 'регион', 'type', 'тип', 'category', 'категория', 'class', 'genre',
      'жанр', 'group', 'status', 'статус', 'gender', 'sex', 'пол', 'kategorie', 'catégorie', 'categoría', 'categoria',
      '类别', '类型', '分类',
    ],
  ],
  [
    'amount',
    [
      'price', 'цена', 'стоимость', 'preis', 'prix', 'precio', '价格', 'amount', 'sum', 'сумма', 'total', 'cost', 'fee',
      'balance', 'salary', 'betrag', 'montant', 'importe', '金额',
    ],
  ],
  [
    'text',
    [
      'description', 'описание', 'beschreibung', 'comment', 'comments', 'notes', 'note', 'remarks', 'memo', 'details',
      'summary', 'abstract', 'text', 'комментарий', 'примечание', 'bemerkung', 'commentaire', 'comentario', '描述', '备注',
      '说明',
    ],
  ],
  [
    'email',
    [
      'email', 'e mail', 'mail', 'email address', 'почта', 'электронная почта', 'эл почта', 'емейл', 'e mail adresse',
      'courriel', 'correo', 'correo electronico', '邮箱', '电子邮件', '邮件',
    ],
  ],
  [
    'gtin',
    [
      'gtin', 'ean', 'ean13', 'ean 13', 'upc', 'barcode', 'bar code', 'штрихкод', 'штрих код', 'штрихкод ean',
      'gtin 14', 'code barre', 'codigo de barras', 'strichcode', '条形码', '条码', '商品条码',
    ],
  ],
  [
    'phone',
    [
      'phone', 'telephone', 'tel', 'mobile', 'cell', 'fax', 'phone number', 'телефон', 'тел', 'моб', 'мобильный',
      'факс', 'telefon', 'handy', 'téléphone', 'telefono', 'teléfono', 'móvil', '电话', '手机', '联系电话', '传真',
    ],
  ],
  [
    'url',
    ['url', 'link', 'href', 'uri', 'page', 'product url', 'ссылка', 'адрес страницы', 'lien', 'enlace', '链接', '网址'],
  ],
  [
    'domain',
    [
      'website', 'web site', 'site', 'web', 'domain', 'homepage', 'home page', 'сайт', 'домен', 'веб сайт', 'webseite',
      'site web', 'sitio web', 'dominio', '网站', '域名', '官网',
    ],
  ],
  ['lat', ['lat', 'latitude', 'широта', 'breite', 'breitengrad', 'latitud', '纬度']],
  [
    'lon',
    ['lon', 'lng', 'long', 'longitude', 'долгота', 'länge', 'lange', 'längengrad', 'laengengrad', 'longitud', '经度'],
  ],
  [
    'id',
    [
      'id', 'uid', 'uuid', 'key', 'code', 'inn', 'ogrn', 'vat', 'ein', 'duns', 'lei', 'registration',
      'registration number', 'reg no', 'company number', 'soc sec id', 'ssn', 'идентификатор', 'код', 'инн', 'огрн',
      'артикул', 'номер', 'kennung', 'kennnummer', 'identifiant', 'identificador', 'código', 'codigo', '编号', '代码', '标识',
    ],
  ],
  [
    'date',
    [
      'date of birth', 'dob', 'birth date', 'birthdate', 'birthday', 'born', 'дата рождения', 'др', 'geburtsdatum',
      'date de naissance', 'fecha de nacimiento', '出生日期', '生日', 'founded', 'дата регистрации', 'valid until', 'expires',
    ],
  ],
  [
    'start',
    [
      'start', 'start time', 'starts', 'begin', 'datetime', 'date time', 'date', 'time', 'when', 'event date', 'начало',
      'дата', 'время', 'дата и время', 'дата начала', 'beginn', 'datum', 'uhrzeit', 'début', 'debut', 'heure', 'fecha',
      'hora', 'inicio', '开始时间', '日期', '时间', '开始',
    ],
  ],
  [
    'company',
    [
      'company', 'company name', 'organisation', 'organization', 'org', 'firm', 'business', 'supplier', 'vendor',
      'manufacturer', 'brand', 'employer', 'agency', 'applicant', 'компания', 'организация', 'поставщик',
      'производитель', 'бренд', 'юрлицо', 'контрагент', 'firma', 'unternehmen', 'hersteller', 'lieferant', 'société',
      'societe', 'entreprise', 'fournisseur', 'fabricant', 'empresa', 'proveedor', 'fabricante', '公司', '企业', '供应商',
      '厂商', '品牌',
    ],
  ],
  [
    'venue',
    [
      'venue', 'place', 'location', 'hall', 'stage', 'club', 'theatre', 'theater', 'площадка', 'место',
      'место проведения', 'зал', 'клуб', 'театр', 'veranstaltungsort', 'lieu', 'salle', 'lugar', 'recinto', 'sala',
      '场馆', '地点', '场地',
    ],
  ],
  ['country', ['country', 'country code', 'nation', 'страна', 'land', 'pays', 'país', 'pais', '国家', '国家代码']],
  [
    'city',
    [
      'birth place', 'place of birth', 'birthplace', 'место рождения', 'geburtsort', 'lieu de naissance',
      'lugar de nacimiento', 'city', 'town', 'suburb', 'municipality', 'locality', 'город', 'нас пункт',
      'населенный пункт', 'stadt', 'ort', 'ville', 'ciudad', 'localidad', '城市', '市',
    ],
  ],
  [
    'address',
    [
      'address', 'addr', 'street', 'street address', 'street number', 'address 1', 'address 2', 'address line', 'house',
      'адрес', 'улица', 'дом', 'adresse', 'strasse', 'straße', 'hausnummer', 'rue', 'dirección', 'direccion', 'calle',
      '地址', '街道',
    ],
  ],
  [
    'title',
    [
      'title', 'event', 'event title', 'event name', 'show', 'product', 'product name', 'item', 'headline', 'название',
      'наименование', 'заголовок', 'событие', 'мероприятие', 'товар', 'titel', 'bezeichnung', 'veranstaltung',
      'produkt', 'titre', 'événement', 'evenement', 'produit', 'título', 'titulo', 'evento', 'producto', '标题', '名称',
      '活动', '商品', '产品',
    ],
  ],
  [
    'names',
    [
      'authors', 'author', 'co authors', 'coauthors', 'coauthor', 'inventors', 'inventor', 'members', 'participants',
      'cast', 'artists', 'авторы', 'автор', 'участники', 'autoren', 'auteurs', 'autores', '作者',
    ],
  ],
  [
    'name',
    [
      'name', 'full name', 'first name', 'given name', 'last name', 'surname', 'family name', 'middle name', 'forename',
      'person', 'contact', 'director', 'site name', 'имя', 'фамилия', 'отчество', 'фио', 'контакт', 'vorname',
      'nachname', 'nom', 'prénom', 'prenom', 'nombre', 'apellido', 'apellidos', '姓名', '名字', '姓',
    ],
  ],
  [
    'number',
    [
      'year', 'год', 'jahr', 'année', 'annee', 'año', '年份', 'count', 'quantity', 'qty', 'количество', 'age', 'возраст',
      'number', 'num',
    ],
  ],
  [
    'duration',
    [
      'duration', 'length', 'runtime', 'running time', 'run time', 'playtime', 'track length', 'длительность',
      'продолжительность', 'хронометраж', 'dauer', 'laufzeit', 'länge', 'durée', 'duree', 'duración', 'duracion', '时长',
    ],
  ],
  ['source', ['source', 'origin', 'dataset', 'file', 'источник', 'quelle', 'fuente', '来源', '数据源']],
];

const CJK = /[\u3000-\u9fff\uac00-\ud7af]/;

/** Lowercase words of a header: camelCase and snake_case split, ё → е, punctuation dropped. */
export function headerWords(header: string): string[] {
  const spaced = header.replace(/([a-z])([A-Z])/g, '$1 $2');
  return lowerYo(spaced)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

function containsWords(words: readonly string[], phrase: readonly string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let k = 0; k < phrase.length; k++) if (words[i + k] !== phrase[k]) continue outer;
    return true;
  }
  return false;
}

const COMPILED: [FieldKind, string, string[]][] = RULES.flatMap(([kind, phrases]) =>
  phrases.map((p): [FieldKind, string, string[]] => [kind, p, headerWords(p)]),
);

/** The kind a header names, or null when no phrase matches. */
export function kindFromHeader(header: string): KindGuess | null {
  const words = headerWords(header);
  if (words.length === 0) return null;
  const joined = words.join(' ');
  for (const [kind, phrase, pw] of COMPILED) {
    if (joined === pw.join(' ')) return { kind, confidence: 0.9, evidence: `header «${header}» is «${phrase}»` };
  }
  const lower = lowerYo(header);
  for (const [kind, phrase, pw] of COMPILED) {
    const hit = CJK.test(phrase) ? lower.includes(phrase) : containsWords(words, pw);
    if (hit) return { kind, confidence: 0.7, evidence: `header «${header}» contains «${phrase}»` };
  }
  return null;
}
