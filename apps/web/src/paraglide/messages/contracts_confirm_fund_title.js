/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Contracts_Confirm_Fund_TitleInputs */

const en_contracts_confirm_fund_title = /** @type {(inputs: Contracts_Confirm_Fund_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fund ${i?.amount}?`)
};

const ur_contracts_confirm_fund_title = /** @type {(inputs: Contracts_Confirm_Fund_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} جمع کریں؟`)
};

/**
* | output |
* | --- |
* | "Fund {amount}?" |
*
* @param {Contracts_Confirm_Fund_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_fund_title = /** @type {((inputs: Contracts_Confirm_Fund_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Confirm_Fund_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_confirm_fund_title(inputs)
	return en_contracts_confirm_fund_title(inputs)
});