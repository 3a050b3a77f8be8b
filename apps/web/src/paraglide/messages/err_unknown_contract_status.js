/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Unknown_Contract_StatusInputs */

const en_err_unknown_contract_status = /** @type {(inputs: Err_Unknown_Contract_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown contract status`)
};

const ur_err_unknown_contract_status = /** @type {(inputs: Err_Unknown_Contract_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ کی حیثیت نامعلوم ہے`)
};

/**
* | output |
* | --- |
* | "Unknown contract status" |
*
* @param {Err_Unknown_Contract_StatusInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unknown_contract_status = /** @type {((inputs?: Err_Unknown_Contract_StatusInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Unknown_Contract_StatusInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_unknown_contract_status(inputs)
	return en_err_unknown_contract_status(inputs)
});