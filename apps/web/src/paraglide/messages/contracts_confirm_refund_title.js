/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Contracts_Confirm_Refund_TitleInputs */

const en_contracts_confirm_refund_title = /** @type {(inputs: Contracts_Confirm_Refund_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund ${i?.amount} to the client?`)
};

const ur_contracts_confirm_refund_title = /** @type {(inputs: Contracts_Confirm_Refund_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کلائنٹ کو ${i?.amount} واپس کریں؟`)
};

/**
* | output |
* | --- |
* | "Refund {amount} to the client?" |
*
* @param {Contracts_Confirm_Refund_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_refund_title = /** @type {((inputs: Contracts_Confirm_Refund_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Confirm_Refund_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_confirm_refund_title(inputs)
	return en_contracts_confirm_refund_title(inputs)
});