/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Contracts_Freelancer_ReceivesInputs */

const en_contracts_freelancer_receives = /** @type {(inputs: Contracts_Freelancer_ReceivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`freelancer receives ${i?.amount}`)
};

const ur_contracts_freelancer_receives = /** @type {(inputs: Contracts_Freelancer_ReceivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فری لانسر کو ${i?.amount} ملیں گے`)
};

/**
* | output |
* | --- |
* | "freelancer receives {amount}" |
*
* @param {Contracts_Freelancer_ReceivesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_freelancer_receives = /** @type {((inputs: Contracts_Freelancer_ReceivesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Freelancer_ReceivesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_freelancer_receives(inputs)
	return en_contracts_freelancer_receives(inputs)
});