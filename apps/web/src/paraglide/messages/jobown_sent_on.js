/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Jobown_Sent_OnInputs */

const en_jobown_sent_on = /** @type {(inputs: Jobown_Sent_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent ${i?.date}`)
};

const ur_jobown_sent_on = /** @type {(inputs: Jobown_Sent_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بھیجا گیا: ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Sent {date}" |
*
* @param {Jobown_Sent_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_sent_on = /** @type {((inputs: Jobown_Sent_OnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Sent_OnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_sent_on(inputs)
	return en_jobown_sent_on(inputs)
});