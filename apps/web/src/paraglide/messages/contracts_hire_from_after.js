/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Hire_From_AfterInputs */

const en_contracts_hire_from_after = /** @type {(inputs: Contracts_Hire_From_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` or from a freelancer's profile.`)
};

const ur_contracts_hire_from_after = /** @type {(inputs: Contracts_Hire_From_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` میں موجود پروپوزل سے یا اس کی پروفائل سے ہائر کریں۔`)
};

/**
* | output |
* | --- |
* | "or from a freelancer's profile." |
*
* @param {Contracts_Hire_From_AfterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_hire_from_after = /** @type {((inputs?: Contracts_Hire_From_AfterInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Hire_From_AfterInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_hire_from_after(inputs)
	return en_contracts_hire_from_after(inputs)
});