/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Contracts_Auto_Refund_FreelancerInputs */

const en_contracts_auto_refund_freelancer = /** @type {(inputs: Contracts_Auto_Refund_FreelancerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · refunded automatically on ${i?.date} unless the freelancer answers.`)
};

const ur_contracts_auto_refund_freelancer = /** @type {(inputs: Contracts_Auto_Refund_FreelancerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · اگر فری لانسر نے جواب نہ دیا تو ${i?.date} کو رقم خود بخود واپس ہو جائے گی۔`)
};

/**
* | output |
* | --- |
* | "· refunded automatically on {date} unless the freelancer answers." |
*
* @param {Contracts_Auto_Refund_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_auto_refund_freelancer = /** @type {((inputs: Contracts_Auto_Refund_FreelancerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Auto_Refund_FreelancerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_auto_refund_freelancer(inputs)
	return en_contracts_auto_refund_freelancer(inputs)
});