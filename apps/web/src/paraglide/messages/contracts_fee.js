/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Contracts_FeeInputs */

const en_contracts_fee = /** @type {(inputs: Contracts_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`fee ${i?.amount}`)
};

const ur_contracts_fee = /** @type {(inputs: Contracts_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فیس ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "fee {amount}" |
*
* @param {Contracts_FeeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_fee = /** @type {((inputs: Contracts_FeeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_FeeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_fee(inputs)
	return en_contracts_fee(inputs)
});