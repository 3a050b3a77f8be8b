/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Enter_The_Code_From_Your_Authenticator_AppInputs */

const en_err_enter_the_code_from_your_authenticator_app = /** @type {(inputs: Err_Enter_The_Code_From_Your_Authenticator_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the code from your authenticator app`)
};

const ur_err_enter_the_code_from_your_authenticator_app = /** @type {(inputs: Err_Enter_The_Code_From_Your_Authenticator_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنی آتھنٹیکیٹر ایپ سے کوڈ درج کریں`)
};

/**
* | output |
* | --- |
* | "Enter the code from your authenticator app" |
*
* @param {Err_Enter_The_Code_From_Your_Authenticator_AppInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_enter_the_code_from_your_authenticator_app = /** @type {((inputs?: Err_Enter_The_Code_From_Your_Authenticator_AppInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Enter_The_Code_From_Your_Authenticator_AppInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_enter_the_code_from_your_authenticator_app(inputs)
	return en_err_enter_the_code_from_your_authenticator_app(inputs)
});