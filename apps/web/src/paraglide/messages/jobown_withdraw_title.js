/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Withdraw_TitleInputs */

const en_jobown_withdraw_title = /** @type {(inputs: Jobown_Withdraw_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw this proposal?`)
};

const ur_jobown_withdraw_title = /** @type {(inputs: Jobown_Withdraw_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کیا آپ یہ پروپوزل واپس لینا چاہتے ہیں؟`)
};

/**
* | output |
* | --- |
* | "Withdraw this proposal?" |
*
* @param {Jobown_Withdraw_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_withdraw_title = /** @type {((inputs?: Jobown_Withdraw_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Withdraw_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_withdraw_title(inputs)
	return en_jobown_withdraw_title(inputs)
});