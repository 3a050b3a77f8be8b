/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Withdraw_FailedInputs */

const en_jobown_withdraw_failed = /** @type {(inputs: Jobown_Withdraw_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to withdraw proposal`)
};

const ur_jobown_withdraw_failed = /** @type {(inputs: Jobown_Withdraw_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل واپس نہیں لیا جا سکا`)
};

/**
* | output |
* | --- |
* | "Failed to withdraw proposal" |
*
* @param {Jobown_Withdraw_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_withdraw_failed = /** @type {((inputs?: Jobown_Withdraw_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Withdraw_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_withdraw_failed(inputs)
	return en_jobown_withdraw_failed(inputs)
});