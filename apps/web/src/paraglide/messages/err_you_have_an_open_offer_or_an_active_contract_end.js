/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_You_Have_An_Open_Offer_Or_An_Active_Contract_EndInputs */

const en_err_you_have_an_open_offer_or_an_active_contract_end = /** @type {(inputs: Err_You_Have_An_Open_Offer_Or_An_Active_Contract_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you have an open offer or an active contract; end it first`)
};

const ur_err_you_have_an_open_offer_or_an_active_contract_end = /** @type {(inputs: Err_You_Have_An_Open_Offer_Or_An_Active_Contract_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی ایک آفر کھلی ہے یا ایک کنٹریکٹ فعال ہے؛ پہلے اسے ختم کریں`)
};

/**
* | output |
* | --- |
* | "you have an open offer or an active contract; end it first" |
*
* @param {Err_You_Have_An_Open_Offer_Or_An_Active_Contract_EndInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_have_an_open_offer_or_an_active_contract_end = /** @type {((inputs?: Err_You_Have_An_Open_Offer_Or_An_Active_Contract_EndInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_You_Have_An_Open_Offer_Or_An_Active_Contract_EndInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_you_have_an_open_offer_or_an_active_contract_end(inputs)
	return en_err_you_have_an_open_offer_or_an_active_contract_end(inputs)
});