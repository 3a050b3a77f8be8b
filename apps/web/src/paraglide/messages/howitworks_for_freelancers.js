/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_For_FreelancersInputs */

const en_howitworks_for_freelancers = /** @type {(inputs: Howitworks_For_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Freelancers`)
};

const ur_howitworks_for_freelancers = /** @type {(inputs: Howitworks_For_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسرز کے لیے`)
};

/**
* | output |
* | --- |
* | "For Freelancers" |
*
* @param {Howitworks_For_FreelancersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_for_freelancers = /** @type {((inputs?: Howitworks_For_FreelancersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_For_FreelancersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_for_freelancers(inputs)
	return en_howitworks_for_freelancers(inputs)
});