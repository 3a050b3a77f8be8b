/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Only_An_Open_Job_Can_Be_ClosedInputs */

const en_err_only_an_open_job_can_be_closed = /** @type {(inputs: Err_Only_An_Open_Job_Can_Be_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an open job can be closed`)
};

const ur_err_only_an_open_job_can_be_closed = /** @type {(inputs: Err_Only_An_Open_Job_Can_Be_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف کھلی جاب بند کی جا سکتی ہے`)
};

/**
* | output |
* | --- |
* | "Only an open job can be closed" |
*
* @param {Err_Only_An_Open_Job_Can_Be_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_an_open_job_can_be_closed = /** @type {((inputs?: Err_Only_An_Open_Job_Can_Be_ClosedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Only_An_Open_Job_Can_Be_ClosedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_only_an_open_job_can_be_closed(inputs)
	return en_err_only_an_open_job_can_be_closed(inputs)
});