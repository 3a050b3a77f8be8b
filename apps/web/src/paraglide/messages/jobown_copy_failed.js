/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Copy_FailedInputs */

const en_jobown_copy_failed = /** @type {(inputs: Jobown_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy the link`)
};

const ur_jobown_copy_failed = /** @type {(inputs: Jobown_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لنک کاپی نہیں ہو سکا`)
};

/**
* | output |
* | --- |
* | "Could not copy the link" |
*
* @param {Jobown_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_copy_failed = /** @type {((inputs?: Jobown_Copy_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Copy_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_copy_failed(inputs)
	return en_jobown_copy_failed(inputs)
});