/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Stat_FreelancersInputs */

const en_register_stat_freelancers = /** @type {(inputs: Register_Stat_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancers in the programme`)
};

const ur_register_stat_freelancers = /** @type {(inputs: Register_Stat_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام میں شامل فری لانسرز`)
};

/**
* | output |
* | --- |
* | "Freelancers in the programme" |
*
* @param {Register_Stat_FreelancersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_stat_freelancers = /** @type {((inputs?: Register_Stat_FreelancersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Stat_FreelancersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_stat_freelancers(inputs)
	return en_register_stat_freelancers(inputs)
});