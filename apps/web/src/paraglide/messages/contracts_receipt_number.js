/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Receipt_NumberInputs */

const en_contracts_receipt_number = /** @type {(inputs: Contracts_Receipt_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt number`)
};

const ur_contracts_receipt_number = /** @type {(inputs: Contracts_Receipt_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رسید نمبر`)
};

/**
* | output |
* | --- |
* | "Receipt number" |
*
* @param {Contracts_Receipt_NumberInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_receipt_number = /** @type {((inputs?: Contracts_Receipt_NumberInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Receipt_NumberInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_receipt_number(inputs)
	return en_contracts_receipt_number(inputs)
});