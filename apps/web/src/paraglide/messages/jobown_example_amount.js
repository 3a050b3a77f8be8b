/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Jobown_Example_AmountInputs */

const en_jobown_example_amount = /** @type {(inputs: Jobown_Example_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`e.g., ${i?.amount}`)
};

const ur_jobown_example_amount = /** @type {(inputs: Jobown_Example_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مثلاً ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "e.g., {amount}" |
*
* @param {Jobown_Example_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_example_amount = /** @type {((inputs: Jobown_Example_AmountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Example_AmountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_example_amount(inputs)
	return en_jobown_example_amount(inputs)
});