/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Jobown_Size_KbInputs */

const en_jobown_size_kb = /** @type {(inputs: Jobown_Size_KbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} KB`)
};

const ur_jobown_size_kb = /** @type {(inputs: Jobown_Size_KbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} کے بی`)
};

/**
* | output |
* | --- |
* | "{size} KB" |
*
* @param {Jobown_Size_KbInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_size_kb = /** @type {((inputs: Jobown_Size_KbInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Size_KbInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_size_kb(inputs)
	return en_jobown_size_kb(inputs)
});