/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_RefundedInputs */

const en_contracts_refunded = /** @type {(inputs: Contracts_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

const ur_contracts_refunded = /** @type {(inputs: Contracts_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واپس شدہ`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Contracts_RefundedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_refunded = /** @type {((inputs?: Contracts_RefundedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_RefundedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_refunded(inputs)
	return en_contracts_refunded(inputs)
});