/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Freelancer_ReceivedInputs */

const en_contracts_freelancer_received = /** @type {(inputs: Contracts_Freelancer_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancer received`)
};

const ur_contracts_freelancer_received = /** @type {(inputs: Contracts_Freelancer_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسر کو ملے`)
};

/**
* | output |
* | --- |
* | "Freelancer received" |
*
* @param {Contracts_Freelancer_ReceivedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_freelancer_received = /** @type {((inputs?: Contracts_Freelancer_ReceivedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Freelancer_ReceivedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_freelancer_received(inputs)
	return en_contracts_freelancer_received(inputs)
});