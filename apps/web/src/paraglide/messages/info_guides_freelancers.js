/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Guides_FreelancersInputs */

const en_info_guides_freelancers = /** @type {(inputs: Info_Guides_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides for Freelancers`)
};

const ur_info_guides_freelancers = /** @type {(inputs: Info_Guides_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسرز کے لیے رہنما`)
};

/**
* | output |
* | --- |
* | "Guides for Freelancers" |
*
* @param {Info_Guides_FreelancersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_guides_freelancers = /** @type {((inputs?: Info_Guides_FreelancersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Guides_FreelancersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_guides_freelancers(inputs)
	return en_info_guides_freelancers(inputs)
});