import { describe, expect, it } from 'vitest';
import { headerWords, kindFromHeader } from '../../../src/core/fields';

describe('kindFromHeader', () => {
  it.each([
    // English
    ['Email', 'email'],
    ['E-mail Address', 'email'],
    ['website', 'domain'],
    ['Product URL', 'url'],
    ['GTIN', 'gtin'],
    ['EAN-13', 'gtin'],
    ['Phone Number', 'phone'],
    ['Company Name', 'company'],
    ['Country', 'country'],
    ['City', 'city'],
    ['Street Address', 'address'],
    ['Venue', 'venue'],
    ['Start Time', 'start'],
    ['Latitude', 'lat'],
    ['lng', 'lon'],
    ['unique_id', 'id'],
    ['Source', 'source'],
    ['firstName', 'name'],
    ['Event Title', 'title'],
    ['date_of_birth', 'date'],
    ['Registration Number', 'id'],
    // Russian
    ['Название', 'title'],
    ['Площадка', 'venue'],
    ['Город', 'city'],
    ['Адрес', 'address'],
    ['Дата и время', 'start'],
    ['Телефон', 'phone'],
    ['Эл. почта', 'email'],
    ['Сайт', 'domain'],
    ['Штрихкод', 'gtin'],
    ['ИНН', 'id'],
    ['Фамилия', 'name'],
    ['Страна', 'country'],
    ['Широта', 'lat'],
    ['Долгота', 'lon'],
    ['Организация', 'company'],
    ['Дата рождения', 'date'],
    ['Источник', 'source'],
    // German
    ['Firma', 'company'],
    ['Stadt', 'city'],
    ['Straße', 'address'],
    ['Telefon', 'phone'],
    ['Webseite', 'domain'],
    ['Vorname', 'name'],
    ['Geburtsdatum', 'date'],
    ['Breitengrad', 'lat'],
    ['Veranstaltungsort', 'venue'],
    // French
    ['Société', 'company'],
    ['Ville', 'city'],
    ['Adresse', 'address'],
    ['Téléphone', 'phone'],
    ['Courriel', 'email'],
    ['Prénom', 'name'],
    ['Pays', 'country'],
    ['Lieu', 'venue'],
    ['Titre', 'title'],
    ['Date de naissance', 'date'],
    // Spanish
    ['Empresa', 'company'],
    ['Ciudad', 'city'],
    ['Dirección', 'address'],
    ['Teléfono', 'phone'],
    ['Correo electrónico', 'email'],
    ['Nombre', 'name'],
    ['País', 'country'],
    ['Fecha', 'start'],
    ['Sitio web', 'domain'],
    ['Latitud', 'lat'],
    // Chinese
    ['公司名称', 'company'],
    ['城市', 'city'],
    ['地址', 'address'],
    ['电话', 'phone'],
    ['邮箱', 'email'],
    ['网址', 'url'],
    ['姓名', 'name'],
    ['国家', 'country'],
    ['纬度', 'lat'],
    ['经度', 'lon'],
    ['条形码', 'gtin'],
    ['开始时间', 'start'],
    ['编号', 'id'],
    ['来源', 'source'],
    ['标题', 'title'],
    // hints for the kinds values mostly decide
    ['Price', 'amount'],
    ['Сумма', 'amount'],
    ['Description', 'text'],
    ['memo', 'text'],
    ['Authors', 'names'],
    ['Year', 'number'],
    ['birth_place', 'city'],
    ['Место рождения', 'city'],
    ['SKU', 'code'],
    ['Postcode', 'code'],
    ['Category', 'category'],
    ['state', 'category'],
  ])('%j → %s', (header, kind) => {
    expect(kindFromHeader(header)?.kind).toBe(kind);
  });

  it.each(['', '   ', '###', 'Column2', 'Funded Enrollment', '🙂'])('%j → no guess', (header) => {
    expect(kindFromHeader(header)).toBeNull();
  });

  it('an exact header is stronger evidence than a contained phrase', () => {
    expect(kindFromHeader('Email')!.confidence).toBeGreaterThan(
      kindFromHeader('Contact email of the site')!.confidence,
    );
  });

  it('«Email Address» is an email, «Zip code» is a code, not an id', () => {
    expect(kindFromHeader('Email Address')?.kind).toBe('email');
    expect(kindFromHeader('Zip code')?.kind).toBe('code');
  });

  it('splits camelCase and snake_case', () => {
    expect(headerWords('dateOfBirth')).toEqual(['date', 'of', 'birth']);
    expect(headerWords('soc_sec_id')).toEqual(['soc', 'sec', 'id']);
  });
});
