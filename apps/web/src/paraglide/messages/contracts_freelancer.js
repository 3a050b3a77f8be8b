/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_FreelancerInputs */

const en_contracts_freelancer = /** @type {(inputs: Contracts_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancer`)
};

const ur_contracts_freelancer = /** @type {(inputs: Contracts_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسر`)
};

/**
* | output |
* | --- |
* | "Freelancer" |
*
* @param {Contracts_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_freelancer = /** @type {((inputs?: Contracts_FreelancerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_FreelancerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_freelancer(inputs)
	return en_contracts_freelancer(inputs)
});