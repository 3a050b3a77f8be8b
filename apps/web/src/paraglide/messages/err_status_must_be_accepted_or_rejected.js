/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Status_Must_Be_Accepted_Or_RejectedInputs */

const en_err_status_must_be_accepted_or_rejected = /** @type {(inputs: Err_Status_Must_Be_Accepted_Or_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status must be accepted or rejected`)
};

const ur_err_status_must_be_accepted_or_rejected = /** @type {(inputs: Err_Status_Must_Be_Accepted_Or_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حیثیت منظور یا مسترد ہونی چاہیے`)
};

/**
* | output |
* | --- |
* | "Status must be accepted or rejected" |
*
* @param {Err_Status_Must_Be_Accepted_Or_RejectedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_status_must_be_accepted_or_rejected = /** @type {((inputs?: Err_Status_Must_Be_Accepted_Or_RejectedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Status_Must_Be_Accepted_Or_RejectedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_status_must_be_accepted_or_rejected(inputs)
	return en_err_status_must_be_accepted_or_rejected(inputs)
});