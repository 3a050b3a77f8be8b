/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown> }} Jobown_File_Too_BigInputs */

const en_jobown_file_too_big = /** @type {(inputs: Jobown_File_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is larger than ${i?.size} MB`)
};

const ur_jobown_file_too_big = /** @type {(inputs: Jobown_File_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} کا سائز ${i?.size} ایم بی سے زیادہ ہے`)
};

/**
* | output |
* | --- |
* | "{name} is larger than {size} MB" |
*
* @param {Jobown_File_Too_BigInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_file_too_big = /** @type {((inputs: Jobown_File_Too_BigInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_File_Too_BigInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_file_too_big(inputs)
	return en_jobown_file_too_big(inputs)
});