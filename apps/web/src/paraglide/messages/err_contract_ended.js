/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Contract_EndedInputs */

const en_err_contract_ended = /** @type {(inputs: Err_Contract_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract ended`)
};

const ur_err_contract_ended = /** @type {(inputs: Err_Contract_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ ختم ہو گیا`)
};

/**
* | output |
* | --- |
* | "Contract ended" |
*
* @param {Err_Contract_EndedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_contract_ended = /** @type {((inputs?: Err_Contract_EndedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Contract_EndedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_contract_ended(inputs)
	return en_err_contract_ended(inputs)
});