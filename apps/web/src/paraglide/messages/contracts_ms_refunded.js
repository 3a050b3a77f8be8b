/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Ms_RefundedInputs */

const en_contracts_ms_refunded = /** @type {(inputs: Contracts_Ms_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

const ur_contracts_ms_refunded = /** @type {(inputs: Contracts_Ms_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم واپس کر دی گئی`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Contracts_Ms_RefundedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_refunded = /** @type {((inputs?: Contracts_Ms_RefundedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Ms_RefundedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_ms_refunded(inputs)
	return en_contracts_ms_refunded(inputs)
});