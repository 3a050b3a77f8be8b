/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Jobown_Withdraw_TextInputs */

const en_jobown_withdraw_text = /** @type {(inputs: Jobown_Withdraw_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The client of "${i?.title}" will see it as withdrawn. You cannot send another proposal for this job.`)
};

const ur_jobown_withdraw_text = /** @type {(inputs: Jobown_Withdraw_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" کے کلائنٹ کو یہ واپس لیا گیا نظر آئے گا۔ آپ اس جاب کے لیے دوسرا پروپوزل نہیں بھیج سکیں گے۔`)
};

/**
* | output |
* | --- |
* | "The client of \"{title}\" will see it as withdrawn. You cannot send another proposal for this job." |
*
* @param {Jobown_Withdraw_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_withdraw_text = /** @type {((inputs: Jobown_Withdraw_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Withdraw_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_withdraw_text(inputs)
	return en_jobown_withdraw_text(inputs)
});