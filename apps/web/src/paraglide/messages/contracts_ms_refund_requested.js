/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Ms_Refund_RequestedInputs */

const en_contracts_ms_refund_requested = /** @type {(inputs: Contracts_Ms_Refund_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund requested`)
};

const ur_contracts_ms_refund_requested = /** @type {(inputs: Contracts_Ms_Refund_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم کی واپسی کی درخواست`)
};

/**
* | output |
* | --- |
* | "Refund requested" |
*
* @param {Contracts_Ms_Refund_RequestedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_refund_requested = /** @type {((inputs?: Contracts_Ms_Refund_RequestedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Ms_Refund_RequestedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_ms_refund_requested(inputs)
	return en_contracts_ms_refund_requested(inputs)
});