/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_As_FreelancerInputs */

const en_contracts_as_freelancer = /** @type {(inputs: Contracts_As_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As freelancer`)
};

const ur_contracts_as_freelancer = /** @type {(inputs: Contracts_As_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بطور فری لانسر`)
};

/**
* | output |
* | --- |
* | "As freelancer" |
*
* @param {Contracts_As_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_as_freelancer = /** @type {((inputs?: Contracts_As_FreelancerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_As_FreelancerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_as_freelancer(inputs)
	return en_contracts_as_freelancer(inputs)
});