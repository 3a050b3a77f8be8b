/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Status_FailedInputs */

const en_jobown_status_failed = /** @type {(inputs: Jobown_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update proposal status`)
};

const ur_jobown_status_failed = /** @type {(inputs: Jobown_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل کی حیثیت تبدیل نہیں ہو سکی`)
};

/**
* | output |
* | --- |
* | "Failed to update proposal status" |
*
* @param {Jobown_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_status_failed = /** @type {((inputs?: Jobown_Status_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Status_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_status_failed(inputs)
	return en_jobown_status_failed(inputs)
});