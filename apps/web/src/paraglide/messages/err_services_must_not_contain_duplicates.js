/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Services_Must_Not_Contain_DuplicatesInputs */

const en_err_services_must_not_contain_duplicates = /** @type {(inputs: Err_Services_Must_Not_Contain_DuplicatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services must not contain duplicates`)
};

const ur_err_services_must_not_contain_duplicates = /** @type {(inputs: Err_Services_Must_Not_Contain_DuplicatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سروسز میں ایک ہی چیز دو بار نہیں ہونی چاہیے`)
};

/**
* | output |
* | --- |
* | "Services must not contain duplicates" |
*
* @param {Err_Services_Must_Not_Contain_DuplicatesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_services_must_not_contain_duplicates = /** @type {((inputs?: Err_Services_Must_Not_Contain_DuplicatesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Services_Must_Not_Contain_DuplicatesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_services_must_not_contain_duplicates(inputs)
	return en_err_services_must_not_contain_duplicates(inputs)
});