/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Contracts_Amount_CurInputs */

const en_contracts_amount_cur = /** @type {(inputs: Contracts_Amount_CurInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount (${i?.currency})`)
};

const ur_contracts_amount_cur = /** @type {(inputs: Contracts_Amount_CurInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رقم (${i?.currency})`)
};

/**
* | output |
* | --- |
* | "Amount ({currency})" |
*
* @param {Contracts_Amount_CurInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_amount_cur = /** @type {((inputs: Contracts_Amount_CurInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Amount_CurInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_amount_cur(inputs)
	return en_contracts_amount_cur(inputs)
});