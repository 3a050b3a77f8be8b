/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Contracts_Refunded_AmountInputs */

const en_contracts_refunded_amount = /** @type {(inputs: Contracts_Refunded_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} refunded`)
};

const ur_contracts_refunded_amount = /** @type {(inputs: Contracts_Refunded_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} واپس کیے گئے`)
};

/**
* | output |
* | --- |
* | "{amount} refunded" |
*
* @param {Contracts_Refunded_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_refunded_amount = /** @type {((inputs: Contracts_Refunded_AmountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Refunded_AmountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_refunded_amount(inputs)
	return en_contracts_refunded_amount(inputs)
});