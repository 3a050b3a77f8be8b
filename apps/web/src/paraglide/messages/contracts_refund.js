/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_RefundInputs */

const en_contracts_refund = /** @type {(inputs: Contracts_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

const ur_contracts_refund = /** @type {(inputs: Contracts_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم واپس کریں`)
};

/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Contracts_RefundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_refund = /** @type {((inputs?: Contracts_RefundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_RefundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_refund(inputs)
	return en_contracts_refund(inputs)
});