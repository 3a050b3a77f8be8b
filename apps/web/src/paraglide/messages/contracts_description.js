/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_DescriptionInputs */

const en_contracts_description = /** @type {(inputs: Contracts_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const ur_contracts_description = /** @type {(inputs: Contracts_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تفصیل`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Contracts_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_description = /** @type {((inputs?: Contracts_DescriptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_DescriptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_description(inputs)
	return en_contracts_description(inputs)
});