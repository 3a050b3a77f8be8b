/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Jobown_Size_MbInputs */

const en_jobown_size_mb = /** @type {(inputs: Jobown_Size_MbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} MB`)
};

const ur_jobown_size_mb = /** @type {(inputs: Jobown_Size_MbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} ایم بی`)
};

/**
* | output |
* | --- |
* | "{size} MB" |
*
* @param {Jobown_Size_MbInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_size_mb = /** @type {((inputs: Jobown_Size_MbInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Size_MbInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_size_mb(inputs)
	return en_jobown_size_mb(inputs)
});