/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Become_FreelancerInputs */

const en_nav_become_freelancer = /** @type {(inputs: Nav_Become_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a Freelancer`)
};

const ur_nav_become_freelancer = /** @type {(inputs: Nav_Become_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسر بنیں`)
};

/**
* | output |
* | --- |
* | "Become a Freelancer" |
*
* @param {Nav_Become_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_become_freelancer = /** @type {((inputs?: Nav_Become_FreelancerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Become_FreelancerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_become_freelancer(inputs)
	return en_nav_become_freelancer(inputs)
});