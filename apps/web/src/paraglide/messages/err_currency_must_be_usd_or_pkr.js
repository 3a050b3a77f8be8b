/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Currency_Must_Be_Usd_Or_PkrInputs */

const en_err_currency_must_be_usd_or_pkr = /** @type {(inputs: Err_Currency_Must_Be_Usd_Or_PkrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency must be USD or PKR`)
};

const ur_err_currency_must_be_usd_or_pkr = /** @type {(inputs: Err_Currency_Must_Be_Usd_Or_PkrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کرنسی امریکی ڈالر یا پاکستانی روپیہ ہونی چاہیے`)
};

/**
* | output |
* | --- |
* | "Currency must be USD or PKR" |
*
* @param {Err_Currency_Must_Be_Usd_Or_PkrInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_currency_must_be_usd_or_pkr = /** @type {((inputs?: Err_Currency_Must_Be_Usd_Or_PkrInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Currency_Must_Be_Usd_Or_PkrInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_currency_must_be_usd_or_pkr(inputs)
	return en_err_currency_must_be_usd_or_pkr(inputs)
});