/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Contracts_Receipt_ForInputs */

const en_contracts_receipt_for = /** @type {(inputs: Contracts_Receipt_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Receipt for ${i?.title}`)
};

const ur_contracts_receipt_for = /** @type {(inputs: Contracts_Receipt_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} کی رسید`)
};

/**
* | output |
* | --- |
* | "Receipt for {title}" |
*
* @param {Contracts_Receipt_ForInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_receipt_for = /** @type {((inputs: Contracts_Receipt_ForInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Receipt_ForInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_receipt_for(inputs)
	return en_contracts_receipt_for(inputs)
});