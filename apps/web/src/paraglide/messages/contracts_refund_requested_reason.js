/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Refund_Requested_ReasonInputs */

const en_contracts_refund_requested_reason = /** @type {(inputs: Contracts_Refund_Requested_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund requested: `)
};

const ur_contracts_refund_requested_reason = /** @type {(inputs: Contracts_Refund_Requested_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم واپسی کی درخواست: `)
};

/**
* | output |
* | --- |
* | "Refund requested:" |
*
* @param {Contracts_Refund_Requested_ReasonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_refund_requested_reason = /** @type {((inputs?: Contracts_Refund_Requested_ReasonInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Refund_Requested_ReasonInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_refund_requested_reason(inputs)
	return en_contracts_refund_requested_reason(inputs)
});