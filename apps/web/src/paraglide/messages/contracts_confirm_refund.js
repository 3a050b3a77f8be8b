/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Contracts_Confirm_RefundInputs */

const en_contracts_confirm_refund = /** @type {(inputs: Contracts_Confirm_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund ${i?.amount}`)
};

const ur_contracts_confirm_refund = /** @type {(inputs: Contracts_Confirm_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} واپس کریں`)
};

/**
* | output |
* | --- |
* | "Refund {amount}" |
*
* @param {Contracts_Confirm_RefundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_refund = /** @type {((inputs: Contracts_Confirm_RefundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Confirm_RefundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_confirm_refund(inputs)
	return en_contracts_confirm_refund(inputs)
});