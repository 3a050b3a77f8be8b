/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Request_RefundInputs */

const en_contracts_request_refund = /** @type {(inputs: Contracts_Request_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request refund`)
};

const ur_contracts_request_refund = /** @type {(inputs: Contracts_Request_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم واپسی کی درخواست کریں`)
};

/**
* | output |
* | --- |
* | "Request refund" |
*
* @param {Contracts_Request_RefundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_request_refund = /** @type {((inputs?: Contracts_Request_RefundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Request_RefundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_request_refund(inputs)
	return en_contracts_request_refund(inputs)
});