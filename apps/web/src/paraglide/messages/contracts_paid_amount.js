/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Contracts_Paid_AmountInputs */

const en_contracts_paid_amount = /** @type {(inputs: Contracts_Paid_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.amount} paid`)
};

const ur_contracts_paid_amount = /** @type {(inputs: Contracts_Paid_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`، ${i?.amount} ادا کیے گئے`)
};

/**
* | output |
* | --- |
* | ", {amount} paid" |
*
* @param {Contracts_Paid_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_paid_amount = /** @type {((inputs: Contracts_Paid_AmountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Paid_AmountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_paid_amount(inputs)
	return en_contracts_paid_amount(inputs)
});