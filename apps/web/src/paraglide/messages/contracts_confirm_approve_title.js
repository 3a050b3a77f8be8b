/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Contracts_Confirm_Approve_TitleInputs */

const en_contracts_confirm_approve_title = /** @type {(inputs: Contracts_Confirm_Approve_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approve and pay ${i?.amount}?`)
};

const ur_contracts_confirm_approve_title = /** @type {(inputs: Contracts_Confirm_Approve_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کام منظور کر کے ${i?.amount} ادا کریں؟`)
};

/**
* | output |
* | --- |
* | "Approve and pay {amount}?" |
*
* @param {Contracts_Confirm_Approve_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_approve_title = /** @type {((inputs: Contracts_Confirm_Approve_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Confirm_Approve_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_confirm_approve_title(inputs)
	return en_contracts_confirm_approve_title(inputs)
});