/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Unknown_AccountInputs */

const en_err_unknown_account = /** @type {(inputs: Err_Unknown_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown account`)
};

const ur_err_unknown_account = /** @type {(inputs: Err_Unknown_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اکاؤنٹ نامعلوم ہے`)
};

/**
* | output |
* | --- |
* | "Unknown account" |
*
* @param {Err_Unknown_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unknown_account = /** @type {((inputs?: Err_Unknown_AccountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Unknown_AccountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_unknown_account(inputs)
	return en_err_unknown_account(inputs)
});