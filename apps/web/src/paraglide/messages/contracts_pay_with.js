/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, provider: NonNullable<unknown> }} Contracts_Pay_WithInputs */

const en_contracts_pay_with = /** @type {(inputs: Contracts_Pay_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount} with ${i?.provider}`)
};

const ur_contracts_pay_with = /** @type {(inputs: Contracts_Pay_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} کے ذریعے ${i?.amount} ادا کریں`)
};

/**
* | output |
* | --- |
* | "Pay {amount} with {provider}" |
*
* @param {Contracts_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_pay_with = /** @type {((inputs: Contracts_Pay_WithInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Pay_WithInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_pay_with(inputs)
	return en_contracts_pay_with(inputs)
});