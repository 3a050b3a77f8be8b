/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Freelancer_GetsInputs */

const en_contracts_freelancer_gets = /** @type {(inputs: Contracts_Freelancer_GetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The freelancer receives`)
};

const ur_contracts_freelancer_gets = /** @type {(inputs: Contracts_Freelancer_GetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسر کو ملیں گے`)
};

/**
* | output |
* | --- |
* | "The freelancer receives" |
*
* @param {Contracts_Freelancer_GetsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_freelancer_gets = /** @type {((inputs?: Contracts_Freelancer_GetsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Freelancer_GetsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_freelancer_gets(inputs)
	return en_contracts_freelancer_gets(inputs)
});