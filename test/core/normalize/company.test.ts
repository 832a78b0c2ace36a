import { describe, expect, it } from 'vitest';
import { companyTokens, normalizeCompanyName } from '../../../src/core/normalize';

describe('normalizeCompanyName', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['Acme Widgets Ltd.', 'acme widgets'],
    ['ACME WIDGETS LIMITED', 'acme widgets'],
    ['Acme Widget Co', 'acme widget'],
    ['ООО «Ромашка»', 'romashka'],
    ['ООО "Ромашка"', 'romashka'],
    ['„Ромашка“ ООО', 'romashka'],
    ['ПАО Сбербанк', 'sberbank'],
    ['Общество с ограниченной ответственностью «Ромашка»', 'romashka'],
    ['ИП Иванов И. И.', 'ivanov i i'],
    ['Société Générale SA', 'societe generale'],
    ['Müller GmbH', 'muller'],
    ['Müller GmbH & Co. KG', 'muller'],
    ['Acme Holdings Co., Ltd.', 'acme holdings'],
    ['THE SINGER CO. N. V.', 'the singer'],
    ['* N.V. NUTRICIA', 'nutricia'],
    ['AMP-HOLLAND B.V.', 'amp holland'],
    ['Fiat S.p.A.', 'fiat'],
    ['Nokia Oyj', 'nokia'],
    ['Volvo AB', 'volvo'],
    ['Equinor ASA', 'equinor'],
    ['Maersk A/S', 'maersk'],
    ['BHP Pty Ltd', 'bhp'],
    ['Infosys Pvt. Ltd.', 'infosys'],
    ['東京電力株式会社', 'dongjingdianli'],
    ['株式会社 東京電力', 'dongjingdianli'],
    ['阿里巴巴有限公司', 'alibaba'],
    ['Johnson & Johnson', 'johnson and johnson'],
    // French forms written first; business words written short.
    ['SAS Immobilier Mercier', 'immobilier mercier'],
    ['S.A.R.L. Beacon Hospitality', 'beacon hospitality'],
    ['EMERALD MFG GROUP LTD', 'emerald manufacturing group'],
    ['Goldcrest Svcs Ltd', 'goldcrest services'],
    ['Krueger Bros. Intl', 'krueger brothers international'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCompanyName(input)).toBe(expected);
  });

  it('never removes a legal form from inside a name, nor the whole name', () => {
    expect(normalizeCompanyName('Co-op Food')).toBe('co op food');
    expect(normalizeCompanyName('Limited Editions Shop')).toBe('limited editions shop');
    expect(normalizeCompanyName('Limited')).toBe('limited');
    expect(normalizeCompanyName('AG')).toBe('ag');
    expect(normalizeCompanyName('SAS')).toBe('sas');
  });

  it('garbage and emoji give only what is left of letters and digits', () => {
    expect(normalizeCompanyName('🚀🚀')).toBe('');
    expect(normalizeCompanyName('--- ;;; ---')).toBe('');
    expect(companyTokens('Rocket 🚀 Labs LLC')).toEqual(['rocket', 'labs']);
  });
});
