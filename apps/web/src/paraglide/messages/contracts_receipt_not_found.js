/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Receipt_Not_FoundInputs */

const en_contracts_receipt_not_found = /** @type {(inputs: Contracts_Receipt_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt not found`)
};

const ur_contracts_receipt_not_found = /** @type {(inputs: Contracts_Receipt_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رسید نہیں ملی`)
};

/**
* | output |
* | --- |
* | "Receipt not found" |
*
* @param {Contracts_Receipt_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_receipt_not_found = /** @type {((inputs?: Contracts_Receipt_Not_FoundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Receipt_Not_FoundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_receipt_not_found(inputs)
	return en_contracts_receipt_not_found(inputs)
});