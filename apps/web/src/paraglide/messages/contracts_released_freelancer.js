/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Released_FreelancerInputs */

const en_contracts_released_freelancer = /** @type {(inputs: Contracts_Released_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Released to the freelancer`)
};

const ur_contracts_released_freelancer = /** @type {(inputs: Contracts_Released_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسر کو جاری کی گئی`)
};

/**
* | output |
* | --- |
* | "Released to the freelancer" |
*
* @param {Contracts_Released_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_released_freelancer = /** @type {((inputs?: Contracts_Released_FreelancerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Released_FreelancerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_released_freelancer(inputs)
	return en_contracts_released_freelancer(inputs)
});