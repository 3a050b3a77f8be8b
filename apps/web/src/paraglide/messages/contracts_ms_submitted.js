/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Ms_SubmittedInputs */

const en_contracts_ms_submitted = /** @type {(inputs: Contracts_Ms_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work submitted`)
};

const ur_contracts_ms_submitted = /** @type {(inputs: Contracts_Ms_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کام جمع کرا دیا گیا`)
};

/**
* | output |
* | --- |
* | "Work submitted" |
*
* @param {Contracts_Ms_SubmittedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_submitted = /** @type {((inputs?: Contracts_Ms_SubmittedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Ms_SubmittedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_ms_submitted(inputs)
	return en_contracts_ms_submitted(inputs)
});